/** Where names are looked up during a render: the item of each enclosing repeat, innermost first, then the data. */
export interface DataScope {
  readonly item: unknown;
  readonly parent: DataScope | undefined;
  /** Set on a repeat's scope: its position, for @index, @number, @first, @last, @count. */
  readonly index: number;
  readonly count: number;
}

export const rootScope = (data: Record<string, unknown>): DataScope => ({ item: data, parent: undefined, index: -1, count: 0 });

export const itemScope = (parent: DataScope, item: unknown, index: number, count: number): DataScope => ({ item, parent, index, count });

/** The data itself: the top of the scopes. */
export const rootOf = (scope: DataScope): DataScope => {
  let data = scope;
  while (data.parent !== undefined) data = data.parent;
  return data;
};
