import {
  chunksPerDocument,
  overlapTooLarge,
  ragCode,
  sizeRag,
  type RagAssumptions,
  type RagInputs,
} from "../../../src/lib/tools/ragSizing";
import { toolOf } from "../../../jest/toolContent";

/** Round assumptions, so the expected figures can be worked out by hand. */
const a: RagAssumptions = {
  tokensPerWord: 1,
  dimensions: 1000,
  bytesPerDimension: 4,
  indexOverhead: 1.5,
  embeddingPrice: 0.1,
  chunksPerQuestion: 5,
  questionTokens: 100,
  promptTokens: 500,
  answerTokens: 250,
  inputPrice: 1,
  outputPrice: 4,
};

const inputs = (over: Partial<RagInputs>): RagInputs => ({
  documents: "",
  pages: "",
  words: "",
  chunkSize: "",
  overlap: "",
  questions: "",
  ...over,
});

describe("chunksPerDocument", () => {
  it("is 0 for an empty document, 1 when it fits, and steps by chunk size minus overlap", () => {
    expect(chunksPerDocument(0, 500, 50)).toBe(0);
    expect(chunksPerDocument(500, 500, 50)).toBe(1);
    expect(chunksPerDocument(501, 500, 50)).toBe(2);
    expect(chunksPerDocument(950, 500, 50)).toBe(2);
    expect(chunksPerDocument(951, 500, 50)).toBe(3);
  });
  it("never divides by zero or less: a chunk size of 0 or an overlap as large gives 0", () => {
    expect(chunksPerDocument(1000, 0, 0)).toBe(0);
    expect(chunksPerDocument(1000, 500, 500)).toBe(0);
    expect(chunksPerDocument(1000, 500, 600)).toBe(0);
  });
});

describe("sizeRag", () => {
  // 10 documents × 2 pages × 500 words × 1 token = 1,000 tokens each;
  // chunks of 400, overlap 100: 1 + ⌈600 / 300⌉ = 3 per document, 30 in all.
  const r = sizeRag(
    a,
    inputs({
      documents: "10",
      pages: "2",
      words: "500",
      chunkSize: "400",
      overlap: "100",
      questions: "1,000",
    }),
  );

  it("counts tokens and chunks", () => {
    expect(r.tokens).toBe(10_000);
    expect(r.chunks).toBe(30);
  });

  it("embeds the overlaps twice and prices the tokens per million", () => {
    expect(r.embeddedTokens).toBe(10 * (1000 + 2 * 100));
    expect(r.embeddingCost).toBeCloseTo((12_000 / 1e6) * 0.1, 12);
  });

  it("sizes the vectors in MB of 1,000,000 bytes, with the index overhead", () => {
    expect(r.storageMb).toBeCloseTo((30 * 1000 * 4 * 1.5) / 1e6, 12); // 0.18 MB
  });

  it("prices a question: its embedding, the prompt with the retrieved chunks, the answer", () => {
    const perQuestion = (100 / 1e6) * 0.1 + ((500 + 5 * 400) / 1e6) * 1 + (250 / 1e6) * 4;
    expect(r.perQuestion).toBeCloseTo(perQuestion, 12);
    expect(r.monthlyCost).toBeCloseTo(1000 * perQuestion, 9);
  });

  it("retrieves no more chunks than there are", () => {
    const one = sizeRag(
      a,
      inputs({ documents: "1", pages: "1", words: "100", chunkSize: "400", questions: "1" }),
    );
    expect(one.chunks).toBe(1);
    expect(one.perQuestion).toBeCloseTo((100 / 1e6) * 0.1 + (900 / 1e6) * 1 + (250 / 1e6) * 4, 12);
  });

  it("gives zeros, never NaN, for empty fields, and no query cost without questions", () => {
    const empty = sizeRag(a, inputs({}));
    expect(empty).toMatchObject({
      tokens: 0,
      chunks: 0,
      embeddedTokens: 0,
      storageMb: 0,
      embeddingCost: 0,
      monthlyCost: 0,
    });
    for (const v of Object.values(empty)) expect(Number.isFinite(v)).toBe(true);
  });
});

describe("overlapTooLarge", () => {
  it("refuses an overlap not smaller than the chunk size, and only a positive one", () => {
    expect(overlapTooLarge("500", "500")).toBe(true);
    expect(overlapTooLarge("500", "600")).toBe(true);
    expect(overlapTooLarge("500", "499")).toBe(false);
    expect(overlapTooLarge("500", "")).toBe(false);
    expect(overlapTooLarge("", "50")).toBe(true);
  });
});

describe("ragCode", () => {
  it("writes chunks.storage MB rounded up.embedding cents.monthly cents", () => {
    expect(
      ragCode({
        tokens: 0,
        chunks: 30,
        embeddedTokens: 0,
        storageMb: 0.18,
        embeddingCost: 1.234,
        perQuestion: 0,
        monthlyCost: 2.5,
      }),
    ).toBe("30.1.123.250");
  });
});

describe("the estimator's content", () => {
  const tool = toolOf("rag-sizing", "rag-sizing");
  const values = Object.fromEntries(
    Object.entries(tool.assumptions).map(([k, v]) => [k, v.value]),
  ) as RagAssumptions;
  const f = tool.ragFields;
  it("stays finite, with a code of digits, at every field's bounds", () => {
    for (const chunkSize of [f.chunkSize.min ?? 0, f.chunkSize.max]) {
      const r = sizeRag(values, {
        documents: String(f.documents.max),
        pages: String(f.pages.max),
        words: String(f.words.max),
        chunkSize: String(chunkSize),
        overlap: "0",
        questions: String(f.questions.max),
      });
      for (const v of Object.values(r)) expect(Number.isFinite(v) && v > 0).toBe(true);
      expect(ragCode(r)).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    }
  });
});
