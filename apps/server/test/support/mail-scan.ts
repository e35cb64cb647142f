import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** A `say(…)` call in a mail builder: its English key when the first argument is a literal, else null. */
export interface SayCall {
  file: string;
  line: number;
  key: string | null;
}

/**
 * Every `say(…)` call in `files`, read with the TypeScript parser (decision 091): the English texts of the mails,
 * which the Hindi catalog must have with the same placeholders. A key that is not a literal is returned as null,
 * for the test to account for.
 */
export function sayCalls(files: string[]): SayCall[] {
  const found: SayCall[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'say') {
        const arg = node.arguments[0];
        const key = arg && (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) ? arg.text : null;
        found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, key });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
