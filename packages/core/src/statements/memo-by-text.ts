/**
 * A statement asks the same question of the same cell text many times over (is it a date, is it money, which
 * amount), from the header search, the row builder and the checks after them. A bounded memo per question answers
 * repeats without cleaning and matching the text again. Pure: the answer depends on the text alone, and objects
 * handed out are frozen so that no caller can change another's answer.
 */
export function memoByText<T extends NonNullable<unknown> | null>(answer: (text: string) => T, limit = 16384): (text: string) => T {
  // Answers are never undefined (a question answers null or false), so one lookup tells a repeat.
  const memo = new Map<string, T>();
  return (text) => {
    const known = memo.get(text);
    if (known !== undefined) return known;
    const value = answer(text);
    if (memo.size >= limit) memo.clear();
    memo.set(text, typeof value === 'object' && value !== null ? Object.freeze(value) : value);
    return value;
  };
}
