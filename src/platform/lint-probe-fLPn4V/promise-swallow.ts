export const read = (work: Promise<number>) => work.catch(() => 0);
