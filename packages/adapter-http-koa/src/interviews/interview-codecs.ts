import * as t from 'io-ts';
import { TemplateIds } from '../generation/generation-codecs';

/** `POST /Interviews` (SPEC §4.1): the packet's templates, in order. */
export const PacketInterviewBody = t.exact(t.type({ templateIds: TemplateIds }), 'PacketInterviewBody');

/** `POST /FormTemplates/:id/Interview/Check`: the answers so far (`{}` when none). */
export const InterviewCheckBody = t.exact(t.partial({ data: t.UnknownRecord }), 'InterviewCheckBody');
