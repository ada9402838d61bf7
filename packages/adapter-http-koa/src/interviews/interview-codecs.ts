import { MAX_PACKET_TEMPLATES } from '@quire/application/generation/generate-packet';
import * as t from 'io-ts';

const TemplateIds = new t.Type<string[], string[], unknown>(
  `1 to ${MAX_PACKET_TEMPLATES} template ids`,
  (u): u is string[] => t.array(t.string).is(u) && u.length >= 1 && u.length <= MAX_PACKET_TEMPLATES,
  (u, c) => (t.array(t.string).is(u) && u.length >= 1 && u.length <= MAX_PACKET_TEMPLATES ? t.success(u) : t.failure(u, c)),
  t.identity,
);

/** `POST /Interviews` (SPEC §4.1): the packet's templates, in order. */
export const PacketInterviewBody = t.exact(t.type({ templateIds: TemplateIds }), 'PacketInterviewBody');

/** `POST /FormTemplates/:id/Interview/Check`: the answers so far (`{}` when none). */
export const InterviewCheckBody = t.exact(t.partial({ data: t.UnknownRecord }), 'InterviewCheckBody');
