/**
 * The automation-readiness scorecard (/tools/automation-readiness): a score out of 100 from the
 * answers to 8-10 questions, the band it falls in, and the three automations to start with.
 * Pure; the questions, points, bands and automations are content (the page's `tool` section).
 *
 * Rules:
 * - Each question's options carry points (0-10). The score is the points of the chosen options
 *   over the most points the questions can give (each question's best option), × 100, rounded
 *   to a whole number. An unanswered question gives 0 points (as an empty number field counts
 *   as 0), and so does an answer that names no option. With no points to give at all the score
 *   is 0.
 * - The band is the one with the highest `min` at or below the score (bands are listed from
 *   `min` 0 upwards; the first band is the fallback).
 * - Options may suggest automations. Each automation scores 1 per chosen option that suggests
 *   it; the three with the most suggestions are picked, ties going to the one listed first. With
 *   fewer than three suggested, the list order fills the rest, so there are always three (the
 *   content lists at least three).
 */

/** One answer to a question: its points and the automations it suggests (by `id`). */
export type ReadinessOption = { points: number; suggests?: readonly string[] };

/** A question and its options, in the order shown. */
export type ReadinessQuestion = { options: readonly ReadinessOption[] };

/** A band of scores: from `min` (0-100) up to the next band's `min`. */
export type ReadinessBand = { id: string; min: number };

/** What the scorecard is made of (the page's content). */
export type ReadinessConfig = {
  questions: readonly ReadinessQuestion[];
  bands: readonly ReadinessBand[];
  automations: readonly { id: string }[];
};

/** The chosen option of each question, by index; null (or a missing entry) when unanswered. */
export type ReadinessAnswers = readonly (number | null | undefined)[];

/** The scorecard's result. */
export type ReadinessResult = {
  /** 0 to 100, a whole number. */
  score: number;
  /** The `id` of the band the score falls in. */
  band: string;
  /** The `id`s of the three automations to start with, the strongest first. */
  picks: string[];
  /** How many questions were left unanswered (they gave 0 points). */
  unanswered: number;
};

/** The option the answer names, or null when it names none. */
function chosen(question: ReadinessQuestion, answer: number | null | undefined) {
  if (answer === null || answer === undefined || !Number.isInteger(answer)) return null;
  return question.options[answer] ?? null;
}

/**
 * Scores the answers with the rules in the module comment. Takes the scorecard's content and the
 * answers (by question index); returns score, band, picks and the number unanswered. Never throws.
 */
export function scoreReadiness(
  config: ReadinessConfig,
  answers: ReadinessAnswers,
): ReadinessResult {
  let points = 0;
  let best = 0;
  let unanswered = 0;
  const votes = new Map<string, number>();
  config.questions.forEach((question, i) => {
    best += Math.max(0, ...question.options.map((o) => o.points));
    const option = chosen(question, answers[i]);
    if (!option) {
      unanswered += 1;
      return;
    }
    points += option.points;
    for (const id of option.suggests ?? []) votes.set(id, (votes.get(id) ?? 0) + 1);
  });
  const raw = best > 0 ? Math.round((points / best) * 100) : 0;
  const score = Math.min(100, Math.max(0, raw));
  const band =
    [...config.bands].reverse().find((b) => b.min <= score)?.id ?? config.bands[0]?.id ?? "";
  const picks = config.automations
    .map((a, order) => ({ id: a.id, order, votes: votes.get(a.id) ?? 0 }))
    .sort((a, b) => b.votes - a.votes || a.order - b.order)
    .slice(0, 3)
    .map((a) => a.id);
  return { score, band, picks, unanswered };
}

/**
 * The result as the booking page's code: `<score>.<band>.<first>.<second>.<third>`, read back by
 * src/lib/toolSubject.ts with the slots src/content/bookingTools.ts gives this tool.
 */
export function readinessCode(result: ReadinessResult): string {
  return [String(result.score), result.band, ...result.picks].join(".");
}
