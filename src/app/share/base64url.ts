/**
 * Base64url (RFC 4648 §5) without padding: the alphabet a URL fragment carries
 * as it is, with no percent-escapes to lengthen it or be mangled by a chat app.
 */
const ALPHABET = /^[A-Za-z0-9_-]*$/;

export function encodeBase64Url(bytes: Uint8Array): string {
  // btoa takes a "binary string"; built in chunks, as spreading a large array overflows the stack.
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes, or what is wrong with the text (in words, for a one-line message). */
export function decodeBase64Url(text: string): Uint8Array | { readonly error: string } {
  if (!ALPHABET.test(text)) {
    const at = text.search(/[^A-Za-z0-9_-]/);
    return { error: `the character ${JSON.stringify(text[at])} at ${at + 1} is not base64url` };
  }
  // One character alone cannot end a group: 6 bits make no byte. Only a cut leaves that.
  if (text.length % 4 === 1) return { error: `${text.length} base64url characters cannot be whole (a link cut short?)` };
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
