/**
 * The RAG sizing estimator (/tools/rag-sizing): how many chunks a document collection makes, the
 * storage its vectors take, what embedding it once costs and what answering questions from it
 * costs a month. Pure; the assumptions (tokens per word, embedding size, prices…) are content
 * (the page's `tool` section), which the page states.
 *
 * Formulas (USD; prices per million tokens; MB = 1,000,000 bytes):
 * - tokens per document   = pages × words per page × tokens per word
 * - chunks per document   = 0 for an empty document; 1 when it fits in one chunk; else
 *                           1 + ⌈(tokens − chunk size) ÷ (chunk size − overlap)⌉ (each chunk
 *                           starts `chunk size − overlap` tokens after the one before)
 * - chunks                = ⌈documents × chunks per document⌉
 * - tokens to embed       = documents × (tokens per document + (chunks per document − 1) ×
 *                           overlap): the overlaps are embedded twice
 * - vector storage (MB)   = chunks × dimensions × bytes per dimension × index overhead ÷ 1,000,000
 * - embedding cost        = tokens to embed ÷ 1,000,000 × embedding price (once, and again
 *                           for each full re-index)
 * - cost per question     = question tokens ÷ 1,000,000 × embedding price
 *                           + (prompt tokens + min(chunks per question, chunks) × chunk size)
 *                             ÷ 1,000,000 × model input price
 *                           + answer tokens ÷ 1,000,000 × model output price
 * - monthly query cost    = questions a month × cost per question
 * The estimator refuses a chunk size below its field's minimum and an overlap not smaller than the
 * chunk size before it computes; given those anyway, it returns 0 chunks rather than dividing by
 * 0 or less. Empty fields count as 0.
 */
import { finite, readNumber } from "./numbers";

/** The content's assumptions (numbers only). */
export type RagAssumptions = {
  tokensPerWord: number;
  dimensions: number;
  bytesPerDimension: number;
  indexOverhead: number;
  /** USD per million tokens embedded. */
  embeddingPrice: number;
  chunksPerQuestion: number;
  questionTokens: number;
  promptTokens: number;
  answerTokens: number;
  /** The answering model's prices, USD per million tokens. */
  inputPrice: number;
  outputPrice: number;
};

/** The fields as typed. */
export type RagInputs = {
  documents: string;
  pages: string;
  words: string;
  chunkSize: string;
  overlap: string;
  questions: string;
};

/** The estimate. Every number is finite. */
export type RagResult = {
  tokens: number;
  chunks: number;
  embeddedTokens: number;
  storageMb: number;
  embeddingCost: number;
  perQuestion: number;
  monthlyCost: number;
};

const MILLION = 1_000_000;

/** Chunks one document of `tokens` tokens makes (see the module comment). */
export function chunksPerDocument(tokens: number, chunkSize: number, overlap: number): number {
  const step = chunkSize - overlap;
  if (tokens <= 0 || chunkSize <= 0 || step <= 0) return 0;
  if (tokens <= chunkSize) return 1;
  return 1 + Math.ceil(finite((tokens - chunkSize) / step));
}

/**
 * Sizes the collection with the formulas in the module comment. Takes the assumptions and the
 * inputs; returns tokens, chunks, storage, and the one-off and monthly costs. Never throws.
 */
export function sizeRag(a: RagAssumptions, inputs: RagInputs): RagResult {
  const n = (text: string) => Math.max(0, readNumber(text));
  const documents = n(inputs.documents);
  const chunkSize = n(inputs.chunkSize);
  const overlap = n(inputs.overlap);
  const perDocument = finite(n(inputs.pages) * n(inputs.words) * a.tokensPerWord);
  const chunksEach = chunksPerDocument(perDocument, chunkSize, overlap);
  const chunks = Math.ceil(finite(documents * chunksEach));
  const tokens = finite(documents * perDocument);
  const embeddedTokens =
    chunksEach > 0 ? finite(documents * (perDocument + (chunksEach - 1) * overlap)) : 0;
  const storageMb = finite(
    (chunks * a.dimensions * a.bytesPerDimension * a.indexOverhead) / MILLION,
  );
  const embeddingCost = finite((embeddedTokens / MILLION) * a.embeddingPrice);
  const retrieved = Math.min(a.chunksPerQuestion, chunks) * chunkSize;
  const perQuestion = finite(
    (a.questionTokens / MILLION) * a.embeddingPrice +
      ((a.promptTokens + retrieved) / MILLION) * a.inputPrice +
      (a.answerTokens / MILLION) * a.outputPrice,
  );
  const questions = n(inputs.questions);
  const monthlyCost = questions > 0 ? finite(questions * perQuestion) : 0;
  return { tokens, chunks, embeddedTokens, storageMb, embeddingCost, perQuestion, monthlyCost };
}

/**
 * Why the overlap must be refused: it is not smaller than the chunk size (both as typed). Returns
 * false when either does not read as a number (their own checks report that).
 */
export function overlapTooLarge(chunkSize: string, overlap: string): boolean {
  const o = readNumber(overlap);
  return o > 0 && o >= readNumber(chunkSize);
}

/**
 * The result as the booking page's code: `<chunks>.<storage in whole MB, rounded up>.<embedding
 * cost in cents>.<monthly cost in cents>`, read back by src/lib/toolSubject.ts with the slots
 * src/content/bookingTools.ts gives this tool.
 */
export function ragCode(result: RagResult): string {
  return [
    result.chunks,
    Math.ceil(result.storageMb),
    Math.round(result.embeddingCost * 100),
    Math.round(result.monthlyCost * 100),
  ]
    .map((v) => String(v))
    .join(".");
}
