// A Vitest reporter for `npm test`: one Vitest run holds every project (unit, web, api-pglite,
// api-postgres), and this writes what each project counted and when its files ran, so the closing
// summary can still say it per project. It writes to $VITEST_PROJECTS_REPORT.
import fs from 'node:fs';

export default class ProjectsReporter {
  constructor() {
    this.outputFile = process.env.VITEST_PROJECTS_REPORT ?? '.tmp/test-reports/vitest-projects.json';
    this.startedAt = Date.now();
    /** @type {Map<string, { first: number, last: number }>} */
    this.spans = new Map();
  }

  onTestModuleQueued(testModule) {
    const name = testModule.project.name;
    const span = this.spans.get(name);
    if (!span) this.spans.set(name, { first: Date.now(), last: Date.now() });
  }

  onTestModuleEnd(testModule) {
    const span = this.spans.get(testModule.project.name);
    if (span) span.last = Date.now();
  }

  onTestRunEnd(testModules) {
    const projects = {};
    for (const testModule of testModules) {
      const name = testModule.project.name;
      projects[name] ??= { files: 0, passed: 0, failed: 0, skipped: 0, fileSeconds: 0 };
      const entry = projects[name];
      entry.files += 1;
      const diagnostic = testModule.diagnostic();
      const milliseconds =
        diagnostic.environmentSetupDuration +
        diagnostic.prepareDuration +
        diagnostic.setupDuration +
        diagnostic.collectDuration +
        diagnostic.duration;
      entry.fileSeconds += (milliseconds || 0) / 1000;
      if (!testModule.ok() && [...testModule.children.allTests()].length === 0) entry.failed += 1;
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') entry.passed += 1;
        else if (state === 'failed') entry.failed += 1;
        else entry.skipped += 1;
      }
    }
    for (const [name, entry] of Object.entries(projects)) {
      const span = this.spans.get(name);
      entry.fileSeconds = Math.round(entry.fileSeconds);
      // Seconds from the start of the run until this project's first file started and last ended.
      if (span) {
        entry.from = Math.round((span.first - this.startedAt) / 1000);
        entry.to = Math.round((span.last - this.startedAt) / 1000);
      }
    }
    fs.writeFileSync(this.outputFile, `${JSON.stringify(projects, null, 2)}\n`);
  }
}
