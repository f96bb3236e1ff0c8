import { mkdtempSync, utimesSync, writeFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentBundle } from './command-bundle.mjs';

describe('the command bundle is used only while every file it was built from is unchanged', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nl-bundle-'));
  const source = path.join(dir, 'source.ts');
  const manifest = path.join(dir, 'manifest.json');
  const write = (node = process.version) => {
    const st = statSync(source);
    writeFileSync(manifest, JSON.stringify({ node, dir: 'bundle-1', inputs: [[source, st.size, st.mtimeMs]] }));
  };

  it('current: the bundle entry', () => {
    writeFileSync(source, 'export const a = 1;');
    write();
    expect(currentBundle(manifest)).toBe(path.join(dir, 'bundle-1', 'analyse-command.js'));
  });
  it('a source edited since (its time or its size changed): none', () => {
    writeFileSync(source, 'export const a = 1;');
    write();
    utimesSync(source, new Date(), new Date(Date.now() + 5_000));
    expect(currentBundle(manifest)).toBeNull();
    write();
    writeFileSync(source, 'export const a = 12;');
    expect(currentBundle(manifest)).toBeNull();
  });
  it('built by another Node, a source gone, or no manifest: none', () => {
    writeFileSync(source, 'export const a = 1;');
    write('v0.0.0');
    expect(currentBundle(manifest)).toBeNull();
    write();
    writeFileSync(manifest, JSON.stringify({ node: process.version, dir: 'bundle-1', inputs: [[path.join(dir, 'gone.ts'), 1, 1]] }));
    expect(currentBundle(manifest)).toBeNull();
    expect(currentBundle(path.join(dir, 'missing.json'))).toBeNull();
  });
});
