import { DEFAULT_RENDER_LIMITS, type RenderLimits } from '@quire/ports/documents/document-renderer';
import { sequenceS } from 'fp-ts/Apply';
import * as E from 'fp-ts/Either';
import { type ConfigError, type Env, integer } from './config-setting';

const GIB = 1024 * 1024 * 1024;

/**
 * Decodes the limits of one render (GENERATION_MAX_*, GENERATION_OUTPUT_LIMIT_BYTES; docs/operations.md)
 * into the port's one record, each over its default there.
 */
export const renderLimitsOf = (env: Env): E.Either<ConfigError, RenderLimits> =>
  sequenceS(E.Apply)({
    maxRepeatIterations: integer(env, 'GENERATION_MAX_REPEATS', DEFAULT_RENDER_LIMITS.maxRepeatIterations, 1, 100_000_000),
    maxOutputBytes: integer(env, 'GENERATION_OUTPUT_LIMIT_BYTES', DEFAULT_RENDER_LIMITS.maxOutputBytes, 1024 * 1024, 4 * GIB),
    maxDataDepth: integer(env, 'GENERATION_MAX_DATA_DEPTH', DEFAULT_RENDER_LIMITS.maxDataDepth, 2, 1_000),
    maxDataKeys: integer(env, 'GENERATION_MAX_DATA_KEYS', DEFAULT_RENDER_LIMITS.maxDataKeys, 100, 10_000_000),
    maxPictureBytes: integer(env, 'GENERATION_MAX_PICTURE_BYTES', DEFAULT_RENDER_LIMITS.maxPictureBytes, 1024, GIB),
    maxPicturePixels: integer(env, 'GENERATION_MAX_PICTURE_PIXELS', DEFAULT_RENDER_LIMITS.maxPicturePixels, 1, 1_000_000_000),
    maxDocumentPictureBytes: integer(env, 'GENERATION_MAX_DOCUMENT_PICTURE_BYTES', DEFAULT_RENDER_LIMITS.maxDocumentPictureBytes, 1024, 4 * GIB),
    maxDocumentPictures: integer(env, 'GENERATION_MAX_PICTURES', DEFAULT_RENDER_LIMITS.maxDocumentPictures, 0, 100_000),
    maxStyledTextLength: integer(env, 'GENERATION_MAX_STYLED_TEXT_LENGTH', DEFAULT_RENDER_LIMITS.maxStyledTextLength, 1, 100_000_000),
    maxStyledTextDepth: integer(env, 'GENERATION_MAX_STYLED_TEXT_DEPTH', DEFAULT_RENDER_LIMITS.maxStyledTextDepth, 1, 1_000),
  });
