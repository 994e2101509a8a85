// Paydraft patch: this file is not part of FerretDB v1.24.0.

package handler

import "sync"

// collectionLocks serializes read-modify-write commands (update, findAndModify) per collection.
//
// FerretDB v1 runs them as a query, then a change computed in Go, then a write, with nothing
// between the steps: 300 parallel `$inc` of one counter ended at 12, and parallel
// `findOneAndUpdate({$inc})` returned the same value to several callers. Holding one lock per
// collection for the whole command makes `$inc`, `$setOnInsert` upserts and conditional updates
// atomic again, as MongoDB's are. It lives in the handler because this process is the only writer
// of its SQLite files.
type collectionLocks struct {
	m     sync.Mutex
	locks map[string]*sync.Mutex
}

// lock locks the collection and returns its unlock function.
func (c *collectionLocks) lock(db, collection string) func() {
	c.m.Lock()
	if c.locks == nil {
		c.locks = map[string]*sync.Mutex{}
	}

	key := db + "." + collection
	l, ok := c.locks[key]
	if !ok {
		l = new(sync.Mutex)
		c.locks[key] = l
	}
	c.m.Unlock()

	l.Lock()

	return l.Unlock
}
