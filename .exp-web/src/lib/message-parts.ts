/**
 * Messages written "Title: description" (the domain's 'Selection Required: Please select both
 * members and roles') split for a toast's title and description.
 */
export function messageParts(message: string): { title: string; description?: string } {
  const at = message.indexOf(': ');
  if (at <= 0) return { title: message };
  return { title: message.slice(0, at), description: message.slice(at + 2) };
}
