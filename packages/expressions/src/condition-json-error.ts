/** Why a JSON condition could not be read: the first problem, with its JSON path (`$.all[1].op`). */
export type ConditionJsonError = {
  readonly _tag: 'ConditionJsonError';
  readonly reason: ConditionJsonErrorReason;
  readonly path: string;
  readonly message: string;
};

export type ConditionJsonErrorReason =
  | 'notACondition'
  | 'unknownProperty'
  | 'missingProperty'
  | 'unknownOperator'
  | 'invalidValue'
  | 'invalidName'
  | 'emptyGroup'
  | 'tooDeep'
  | 'tooLarge';

export const conditionJsonError = (reason: ConditionJsonErrorReason, path: string, message: string): ConditionJsonError => ({
  _tag: 'ConditionJsonError',
  reason,
  path,
  message,
});
