/**
 * The nodes of a TypeScript file that hold text a visitor could read: string literals, the parts
 * of a template and JSX text. Read by the glossary test and the test of interface words typed in
 * place, so that both see the same texts.
 */
import ts from 'typescript';

export const isTextNode = (
  node: ts.Node,
): node is
  | ts.StringLiteral
  | ts.NoSubstitutionTemplateLiteral
  | ts.TemplateHead
  | ts.TemplateMiddle
  | ts.TemplateTail
  | ts.JsxText =>
  ts.isStringLiteral(node) ||
  ts.isNoSubstitutionTemplateLiteral(node) ||
  ts.isTemplateHead(node) ||
  ts.isTemplateMiddle(node) ||
  ts.isTemplateTail(node) ||
  ts.isJsxText(node);
