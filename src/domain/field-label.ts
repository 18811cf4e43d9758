/** 'addressLine1' -> 'Address Line 1': the spec's "spaced capitalised form" of a field name. */
export function fieldLabel(name: string): string {
  const spaced = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim();
  return spaced.replace(/\b\w/g, (c) => c.toUpperCase());
}

/** "Please complete all required fields: First Name, Address Line 1" (section 8). */
export function missingFieldsMessage(fields: readonly string[]): string {
  return `Please complete all required fields: ${fields.map(fieldLabel).join(', ')}`;
}
