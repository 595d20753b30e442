/**
 * A real OpenAI-compatible embeddings server on 127.0.0.1 (POST /v1/embeddings, the documented request and
 * response shapes) that answers with the vectors of a given table, so lite tests can run a task end to end
 * through the openai provider with vectors whose outcomes scikit-learn and scipy computed. A text not in the
 * table is a 400 error. It counts every text it embeds.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { spawn } from 'node:child_process';
import { CLI_ARGS, REPO_ROOT } from '../helpers/cli.js';

export interface VectorServer {
  /** base URL for `-O base-url=` (…/v1) */
  baseUrl: string;
  /** every text embedded, in order */
  embedded: string[];
  close(): Promise<void>;
}

export async function startVectorServer(
  table: Readonly<Record<string, readonly number[]>>,
): Promise<VectorServer> {
  const embedded: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        input: string | string[];
        model: string;
      };
      const input = Array.isArray(body.input) ? body.input : [body.input];
      const missing = input.find((t) => !(t in table));
      if (req.url !== '/v1/embeddings' || missing !== undefined) {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ error: { message: `no vector for ${JSON.stringify(missing)} at ${req.url}` } }),
        );
        return;
      }
      embedded.push(...input);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          object: 'list',
          data: input.map((t, index) => ({ object: 'embedding', index, embedding: table[t] })),
          model: body.model,
          usage: { prompt_tokens: input.length, total_tokens: input.length },
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    embedded,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/**
 * Run the CLI from source without blocking this process's event loop (spawnSync would stall a server that
 * lives in the test process, such as this one).
 */
export function runCliAsync(
  args: string[],
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [...CLI_ARGS, ...args], {
    cwd: REPO_ROOT,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })));
}
