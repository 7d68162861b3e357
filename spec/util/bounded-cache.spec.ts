import { BoundedCache } from "../../lib/util/bounded-cache";

// Counts how often remember() has to compute, i.e. how often the cache missed.
function counting(cache: BoundedCache<string, string>) {
  const computed: string[] = [];
  const compute = (key: string) => {
    computed.push(key);
    return key.toUpperCase();
  };
  return { computed, remember: (key: string) => cache.remember(key, compute) };
}

describe("BoundedCache#remember", () => {
  it("computes a key once and answers later calls from the cache", () => {
    const { computed, remember } = counting(new BoundedCache(4));
    expect(remember("a")).toBe("A");
    expect(remember("a")).toBe("A");
    expect(remember("a")).toBe("A");
    expect(computed).toEqual(["a"]);
  });

  it("keeps every key while fewer than the limit are in use", () => {
    const { computed, remember } = counting(new BoundedCache(3));
    for (const key of ["a", "b", "c", "a", "b", "c"]) remember(key);
    expect(computed).toEqual(["a", "b", "c"]);
  });
});

describe("BoundedCache#get and #set", () => {
  it("returns what was set, and undefined for a key never set", () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set("a", 1);
    expect(cache.get("a")).toBe(1);
    expect(cache.get("b")).toBeUndefined();
  });
});

describe("BoundedCache eviction", () => {
  it("drops the oldest keys once two generations have filled up", () => {
    const cache = new BoundedCache<string, number>(2);
    for (const [index, key] of ["a", "b", "c", "d", "e"].entries()) cache.set(key, index);
    // a, b filled the first generation; c, d the second; e started a third, dropping a and b.
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("c")).toBe(2);
    expect(cache.get("e")).toBe(4);
  });

  it("never holds more than twice its limit", () => {
    const cache = new BoundedCache<number, number>(2);
    for (let key = 0; key < 50; key += 1) {
      cache.set(key, key);
      expect(cache.size).toBeLessThanOrEqual(4);
    }
  });

  it("counts the entries of both generations in size", () => {
    const cache = new BoundedCache<string, number>(2);
    expect(cache.size).toBe(0);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("c", 3);
    expect(cache.size).toBe(3);
  });

  it("keeps a key that is still in use across evictions, like an LRU", () => {
    const { computed, remember } = counting(new BoundedCache(2));
    remember("hot");
    for (const key of ["x1", "x2", "x3", "x4", "x5", "x6"]) {
      remember(key);
      remember("hot");
    }
    expect(computed.filter((key) => key === "hot")).toEqual(["hot"]);
  });

  it("recomputes a key after it was evicted", () => {
    const { computed, remember } = counting(new BoundedCache(1));
    remember("a");
    remember("b");
    remember("c");
    remember("a");
    expect(computed).toEqual(["a", "b", "c", "a"]);
  });
});
