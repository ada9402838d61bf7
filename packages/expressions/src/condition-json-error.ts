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
  | 'notAValue'
  | 'unknownFunction'
  | 'wrongArity'
  | 'tooDeep'
  | 'tooLarge';

export const conditionJsonError = (reason: ConditionJsonErrorReason, path: string, message: string): ConditionJsonError => ({
  _tag: 'ConditionJsonError',
  reason,
  path,
  message,
});

/** Thrown inside the JSON readers only; `parseConditionJson` turns it into an error value. */
export class JsonFailure {
  constructor(readonly error: ConditionJsonError) {}
}

export const failJson = (reason: ConditionJsonErrorReason, path: string, message: string): never => {
  throw new JsonFailure(conditionJsonError(reason, path, message));
};
