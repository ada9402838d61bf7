const XML_EXTENSIONS = ['.xml', '.rels', '.vml'];

/** Whether a part holds XML, by its name or its content type; every XML part is checked on open. */
export const isXmlPart = (name: string, contentType: string | undefined): boolean => {
  const lower = name.toLowerCase();
  if (XML_EXTENSIONS.some((extension) => lower.endsWith(extension))) return true;
  if (contentType === undefined) return false;
  const type = contentType.toLowerCase().split(';')[0]?.trim() ?? '';
  return type.endsWith('+xml') || type === 'application/xml' || type === 'text/xml';
};
