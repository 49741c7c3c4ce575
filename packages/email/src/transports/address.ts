/**
 * Formats a mailbox as `Name <address>` (RFC 5322): the display name is put in quotes when it holds
 * a special character, and line breaks are removed so a name can never add a header.
 */
export function formatMailbox(address: string, displayName?: string | null): string {
  const email = address.replace(/[\r\n]/g, '').trim();
  const name = displayName
    ?.replace(/[\r\n]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!name) return email;
  const needsQuoting = /[()<>[\]:;@\\,."]/.test(name);
  const phrase = needsQuoting ? `"${name.replace(/(["\\])/g, '\\$1')}"` : name;
  return `${phrase} <${email}>`;
}
