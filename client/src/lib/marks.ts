/**
 * A topper's marks as a parent reads them. The ERP sends a bare number (its `division` field); the
 * boards publish toppers' results as percentages, so a number up to 100 is one ("96.4%"). A larger
 * number can only be a total of marks, and says so ("485 marks").
 */
export function marksText(marks: number): string {
  return marks >= 0 && marks <= 100 ? `${marks}%` : `${marks} marks`;
}
