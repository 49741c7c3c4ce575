/**
 * The API names the field of a refused value first ("end_date: End date cannot be before start
 * date"): turn it into a form field error when the field is on the form.
 */
export function serverFieldErrors(message: string, fields: readonly string[]): Record<string, string> {
  const match = /^([a-z_]+): (.+)$/s.exec(message);
  if (!match || !fields.includes(match[1]!)) return {};
  return { [match[1]!]: match[2]! };
}
