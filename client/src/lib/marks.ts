/** A topper's bare ERP number (`division`): up to 100 is a percentage ("96.4%"), above a total ("485 marks"). */
export function marksText(marks: number): string {
  return marks >= 0 && marks <= 100 ? `${marks}%` : `${marks} marks`;
}
