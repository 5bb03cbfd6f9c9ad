// Lets a front end's build drop the @ia/shared declarations it never reads. The shared contracts
// declare zod schemas at module level (`export const xSchema = z.object({…}).extend({…})`);
// tree-shaking keeps any top-level call it cannot prove pure, so a page that reads one constant
// from a contract module used to carry the module's schemas and zod's ~85 KB with them. A shared
// module only declares (no registration, no I/O at import), so each top-level initializer that is
// a call (or a `new`, such as a lookup Map) is marked pure: kept where something reads it, dropped
// where nothing does.
import type { Plugin } from 'vite';

const SHARED_SOURCE = /[\\/]packages[\\/]shared[\\/]src[\\/].*\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
}
interface Declarator extends Node {
  init?: Node | null;
}
interface Statement extends Node {
  declarations?: Declarator[];
  declaration?: Statement | null;
}

/** The initializers of the module's top-level `const`/`let`/`var` (exported or not) that are calls or `new`. */
function topLevelCallInitializers(body: Statement[]): Node[] {
  return body
    .map((statement) => (statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement))
    .filter((statement): statement is Statement => statement?.type === 'VariableDeclaration')
    .flatMap((statement) => statement.declarations ?? [])
    .map((declarator) => declarator.init)
    .filter((init): init is Node => init?.type === 'CallExpression' || init?.type === 'NewExpression');
}

/** Marks the top-level call initializers of @ia/shared's modules pure (see the file comment). */
export function pureSharedDeclarations(): Plugin {
  return {
    name: 'ia-pure-shared-declarations',
    apply: 'build',
    // After TypeScript is stripped, so the parser reads JavaScript.
    enforce: 'post',
    transform(code, id) {
      if (!SHARED_SOURCE.test(id)) return null;
      const program = this.parse(code) as unknown as { body: Statement[] };
      const calls = topLevelCallInitializers(program.body);
      if (calls.length === 0) return null;
      // A pure-annotated call applies to the outermost call only; wrapping the whole chain in a
      // pure arrow call covers `z.object(…).extend(…).refine(…)` and helper calls inside it.
      let result = '';
      let from = 0;
      for (const call of calls) {
        result += `${code.slice(from, call.start)}/* @__PURE__ */ (() => ${code.slice(call.start, call.end)})()`;
        from = call.end;
      }
      return { code: result + code.slice(from), map: null };
    },
  };
}
