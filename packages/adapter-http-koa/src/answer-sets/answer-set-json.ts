import type { AnswerSet } from '@quire/domain/answer-sets/answer-set';

/** An answer set as the API answers it (SPEC §4.1). */
export const answerSetJson = (set: AnswerSet) => ({
  id: set.id,
  name: set.name,
  description: set.description,
  data: set.data,
  templateIds: set.templateIds,
  createdAt: set.createdAt.toISOString(),
  updatedAt: set.updatedAt.toISOString(),
  version: set.version,
});
