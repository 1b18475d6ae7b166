import { fillWords } from '@shared/words.ts';

/**
 * A topper's bare ERP number (`division`): up to 100 is a percentage ("96.4%"), above a total
 * (`total`, "485 marks", in the school's words).
 */
export function marksText(marks: number, total: string): string {
  return marks >= 0 && marks <= 100 ? `${marks}%` : fillWords(total, { marks });
}
