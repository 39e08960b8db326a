/** "1 problem", "3 problems": a count with its noun. */
export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
