import DataLoader from 'dataloader';

/**
 * A loader whose loads made in one turn of the event loop (the requests read together) share one
 * call of `load`; nothing is kept between turns, so every turn reads afresh.
 */
export function turnLoader<K, V>(load: DataLoader.BatchLoadFn<K, V>): DataLoader<K, V> {
  return new DataLoader(load, { cache: false, maxBatchSize: 256, batchScheduleFn: setImmediate });
}
