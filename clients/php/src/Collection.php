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

    /**
     * Where the page after `$answer` starts: after its last object (by id; a wallet transaction by its
     * entryId), so objects created or deleted during a walk neither repeat nor shift one; the event
     * log after its position; a list whose items have no id by page number. A null is not sent, so
     * the cursor replaces the page number, or the other cursor, the first page was read from.
     *
     * @param array<string, mixed> $answer
     * @return array<string, mixed>
     */
    public static function nextCursor(array $answer): array
    {
        if (array_key_exists('nextAfter', $answer)) {
            return ['after' => $answer['nextAfter']];
        }
        $last = $answer['items'] === [] ? [] : $answer['items'][count($answer['items']) - 1];
        $id = $last['id'] ?? $last['entryId'] ?? null;
        return is_string($id) ? ['startingAfter' => $id, 'page' => null, 'endingBefore' => null] : ['page' => (int) $answer['page'] + 1];
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
