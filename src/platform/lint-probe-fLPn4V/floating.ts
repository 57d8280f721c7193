export async function save(write: () => Promise<void>): Promise<void> {
  write();
}
