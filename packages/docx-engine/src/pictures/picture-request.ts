/**
 * What the `image` filter makes of a value: a picture to place, read when the field is written
 * (render-field hands it to placePicture). The filter does no work of its own: decoding and
 * checking happen once per picture and render (PictureStore), sizing from the field's frame.
 */
export class PictureRequest {
  constructor(readonly value: unknown) {}
}
