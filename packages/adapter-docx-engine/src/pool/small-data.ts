/** How much data a render on the calling thread may read: values (keys of objects, items of lists) and characters of text. */
export type SmallDataLimits = { readonly maxValues: number; readonly maxChars: number };

export const SMALL_DATA: SmallDataLimits = { maxValues: 512, maxChars: 32 * 1024 };

/**
 * Whether the data stays within both limits: a walk over its values that stops as soon as it
 * passes one, so that large data costs no more to refuse than small data costs to accept. Keys
 * count as text too (a picture or a long markdown value is text).
 */
export const isSmallData = (data: unknown, limits: SmallDataLimits = SMALL_DATA): boolean => {
  let values = 0;
  let chars = 0;
  const pending: unknown[] = [data];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') chars += value.length;
    else if (Array.isArray(value)) {
      values += value.length;
      if (values > limits.maxValues) return false;
      for (const item of value) pending.push(item);
    } else if (typeof value === 'object' && value !== null) {
      if (ArrayBuffer.isView(value)) chars += value.byteLength;
      else
        for (const key in value) {
          if (!Object.hasOwn(value, key)) continue;
          values++;
          chars += key.length;
          if (values > limits.maxValues) return false;
          pending.push((value as Record<string, unknown>)[key]);
        }
    }
    if (values > limits.maxValues || chars > limits.maxChars) return false;
  }
  return true;
};
