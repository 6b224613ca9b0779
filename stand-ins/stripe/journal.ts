import { type FileHandle, mkdir, open, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A JSON snapshot plus an append-only journal of JSON lines written after it. Opening replays the
 * journal over the snapshot (a torn last line, from a crash mid-write, is ignored), then folds it
 * into a fresh snapshot (temp file + rename) and starts an empty journal.
 */
export class Journal<Snapshot, Entry> {
  private writing: Promise<void> = Promise.resolve();
  private bytes = 0;

  private readonly snapshotFile: string;
  private readonly journalFile: string;
  private handle: FileHandle;
  private readonly compactAfterBytes: number;

  private constructor(
    snapshotFile: string,
    journalFile: string,
    handle: FileHandle,
    compactAfterBytes: number,
  ) {
    this.snapshotFile = snapshotFile;
    this.journalFile = journalFile;
    this.handle = handle;
    this.compactAfterBytes = compactAfterBytes;
  }

  /** Reads `snapshotFile` and its journal, giving each journal entry to `apply` in order. */
  static async open<Snapshot, Entry>(options: {
    snapshotFile: string;
    empty: () => Snapshot;
    apply: (snapshot: Snapshot, entry: Entry) => void;
    /** Past this size the journal is folded into the snapshot. */
    compactAfterBytes: number;
  }): Promise<{ journal: Journal<Snapshot, Entry>; snapshot: Snapshot }> {
    const { snapshotFile } = options;
    const journalFile = `${snapshotFile.replace(/\.json$/, '')}.journal`;
    await mkdir(path.dirname(snapshotFile), { recursive: true });
    const snapshot = { ...options.empty(), ...((await readJson(snapshotFile)) as Partial<Snapshot>) };
    const text = (await readText(journalFile)) ?? '';
    const complete = text.slice(0, text.lastIndexOf('\n') + 1);
    for (const line of complete.split('\n')) {
      if (line !== '') options.apply(snapshot, JSON.parse(line) as Entry);
    }
    if (text !== '') await writeSnapshot(snapshotFile, snapshot);
    const handle = await open(journalFile, 'w');
    return {
      journal: new Journal<Snapshot, Entry>(snapshotFile, journalFile, handle, options.compactAfterBytes),
      snapshot,
    };
  }

  /**
   * Appends the entries as one write (after any write in progress); resolves once the operating
   * system has them, which survives the process dying. Past the size limit, `snapshot()` is saved
   * and the journal starts again.
   */
  append(entries: Entry[], snapshot: () => Snapshot): Promise<void> {
    if (entries.length === 0) return this.writing;
    const text = entries.map((entry) => `${JSON.stringify(entry)}\n`).join('');
    this.writing = this.writing.then(async () => {
      await this.handle.writeFile(text);
      this.bytes += Buffer.byteLength(text);
      if (this.bytes > this.compactAfterBytes) await this.compact(snapshot());
    });
    return this.writing;
  }

  async close(): Promise<void> {
    await this.writing;
    await this.handle.close();
  }

  /** The snapshot first: a crash before the journal is emptied replays entries already in it. */
  private async compact(snapshot: Snapshot) {
    await writeSnapshot(this.snapshotFile, snapshot);
    await this.handle.close();
    this.handle = await open(this.journalFile, 'w');
    this.bytes = 0;
  }

  /** Size of the journal now (tests check compaction). */
  async size(): Promise<number> {
    await this.writing;
    return (await stat(this.journalFile)).size;
  }
}

async function readText(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function readJson(file: string): Promise<unknown> {
  const text = await readText(file);
  return text === undefined ? {} : JSON.parse(text);
}

async function writeSnapshot(file: string, snapshot: unknown) {
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, JSON.stringify(snapshot));
  await rename(temp, file);
}
