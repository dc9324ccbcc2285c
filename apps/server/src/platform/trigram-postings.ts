// Trigram postings for the in-memory search indexes (ADR 0016 "In-memory indexes"): for each trigram of a set of
// texts, the texts holding it, in one Int32Array. A `like '%term%'` search takes the term's rarest trigram's texts as
// its candidates and checks each with `includes`; a term of one or two letters has no trigram and checks every text.

/** A number for each trigram of `s` (ASCII packed exactly; others hashed above, where a clash only adds candidates). */
function trigrams(s: string, each: (key: number) => void) {
  for (let i = 0; i + 3 <= s.length; i++) {
    const a = s.charCodeAt(i);
    const b = s.charCodeAt(i + 1);
    const c = s.charCodeAt(i + 2);
    each(a < 128 && b < 128 && c < 128 ? (a << 14) | (b << 7) | c : 0x200000 + (((((a * 31 + b) | 0) * 31 + c) >>> 0) % 0x10000000));
  }
}

export interface Postings {
  /** Texts holding each trigram: postings[start[slot] .. start[slot + 1]), in text order, slot from `slots`. */
  slots: Map<number, number>;
  start: Int32Array;
  postings: Int32Array;
}

/** Lets waiting requests run: a build over 200 000 texts takes seconds of CPU, in slices of 4 096 texts. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The postings of `texts` in two passes: count each trigram's texts, then place them (each text once per trigram). */
export async function buildPostings(texts: readonly (string | null)[]): Promise<Postings> {
  const n = texts.length;
  const slots = new Map<number, number>();
  const counts: number[] = [];
  const lastSeen: number[] = [];
  for (let i = 0; i < n; i++) {
    if ((i & 4095) === 4095) await breathe();
    const text = texts[i];
    if (text)
      trigrams(text, (key) => {
        let slot = slots.get(key);
        if (slot === undefined) {
          slot = counts.push(0) - 1;
          lastSeen.push(-1);
          slots.set(key, slot);
        }
        if (lastSeen[slot] === i) return;
        lastSeen[slot] = i;
        counts[slot]!++;
      });
  }
  const start = new Int32Array(counts.length + 1);
  counts.forEach((c, s) => (start[s + 1] = start[s]! + c));
  const postings = new Int32Array(start[counts.length]!);
  const fill = Int32Array.from(start.subarray(0, counts.length));
  lastSeen.fill(-1);
  for (let i = 0; i < n; i++) {
    if ((i & 4095) === 4095) await breathe();
    const text = texts[i];
    if (text)
      trigrams(text, (key) => {
        const slot = slots.get(key)!;
        if (lastSeen[slot] === i) return;
        lastSeen[slot] = i;
        postings[fill[slot]!++] = i;
      });
  }
  return { slots, start, postings };
}

/** The texts that may hold `term` (its rarest trigram's, ascending), or undefined for a term too short to have one. */
export function candidatesOf(p: Postings, term: string): Int32Array | undefined {
  let candidates: Int32Array | undefined;
  trigrams(term, (key) => {
    const slot = p.slots.get(key);
    const list = slot === undefined ? new Int32Array(0) : p.postings.subarray(p.start[slot]!, p.start[slot + 1]!);
    if (!candidates || list.length < candidates.length) candidates = list;
  });
  return candidates;
}
