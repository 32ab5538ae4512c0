/** A 1x1 PNG as an inline data: URL, the way the image input's file tab could send it. */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
export const UPLOAD_URL = /^\/uploads\/[a-f0-9]{64}\.png$/;
