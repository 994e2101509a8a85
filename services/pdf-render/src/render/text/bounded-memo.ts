/**
 * Values computed once per key and then reused; past `limit` keys it starts over, so odd input (a
 * pasted novel, random strings) cannot grow a long-lived process's memory without bound.
 */
export class BoundedMemo<Value> {
  private readonly values = new Map<string, Value>();

  constructor(private readonly limit: number) {}

  get(key: string, compute: () => Value): Value {
    let value = this.values.get(key);
    if (value === undefined) {
      value = compute();
      if (this.values.size >= this.limit) this.values.clear();
      this.values.set(key, value);
    }
    return value;
  }
}
