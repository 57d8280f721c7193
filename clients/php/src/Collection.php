<?php

declare(strict_types=1);

namespace PaymentsPlatform;

/**
 * One page of a list: its items (`data`), whether more follow (`hasMore`), and
 * `autoPagingIterator()`, which walks every item of this page and the ones after it, a page at a time.
 *
 * @template T of PaymentsObject
 * @implements \IteratorAggregate<int, T>
 */
final class Collection implements \IteratorAggregate, \Countable
{
    /**
     * @param list<T> $data
     * @param int|null $page the page number of a paged list; null for the event log, which pages by a cursor
     * @param \Closure(): Collection<T> $fetchNextPage
     */
    public function __construct(
        public readonly array $data,
        public readonly bool $hasMore,
        public readonly ?int $page,
        public readonly ?int $size,
        private readonly \Closure $fetchNextPage,
    ) {
    }

    /** @return Collection<T> the page after this one */
    public function nextPage(): self
    {
        if (!$this->hasMore) {
            throw new \LogicException('this is the last page');
        }
        return ($this->fetchNextPage)();
    }

    /** @return \Generator<int, T> every item of this page and of every page after it */
    public function autoPagingIterator(): \Generator
    {
        $page = $this;
        while (true) {
            yield from $page->data;
            if (!$page->hasMore) {
                return;
            }
            $page = $page->nextPage();
        }
    }

    /** @return \ArrayIterator<int, T> this page's items */
    public function getIterator(): \ArrayIterator
    {
        return new \ArrayIterator($this->data);
    }

    public function count(): int
    {
        return count($this->data);
    }
}
