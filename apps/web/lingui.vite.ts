import type { PluginObj, types as t } from '@babel/core';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * Lingui's macros (`<Trans>`, `t`, `plural`, `msg` from `@lingui/react/macro` and
 * `@lingui/core/macro`) compiled at build time, for the files that import them (decision 0027).
 *
 * The macro turns `t\`Save\`` into `i18n._({ id: "…", message: "Save" })`. The English message stays
 * in the descriptor (`stripMessageField: false`) and is compiled here, once, from ICU text to the
 * form Lingui interpolates (`["Hello ", ["name"]]`): the pages need neither an English catalog (all
 * of the product's messages on every page, against the browser budget) nor the ICU compiler (~4 KB)
 * at run time. A catalog for another language (`lingui extract` → `src/locales/<locale>`) is looked
 * up by the same ids first, and falls back to these English messages.
 */
export function linguiMacros() {
  // Named, not searched for from the working directory: the web unit tests run from the repository's root.
  const linguiConfig = getConfig({ configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) });
  return babel({
    presets: [
      defineRolldownBabelPreset({
        preset: () => ({
          plugins: [
            ['@lingui/babel-plugin-lingui-macro', { linguiConfig, stripMessageField: false }],
            precompiledMessages,
          ],
        }),
        rolldown: { filter: { code: /from ['"]@lingui\/(core|react)\/macro['"]/ } },
      }),
    ],
  });
}

/**
 * The `message` of every descriptor the macro wrote compiled. The macro marks its descriptors with a
 * leading `i18n` block comment (Lingui's extractor finds them by it too); objects of our own that happen
 * to have a `message` are left alone.
 */
function precompiledMessages({ types }: { types: typeof t }): PluginObj {
  const isDescriptor = (node: t.Node) =>
    node.leadingComments?.some((comment) => comment.value.trim() === 'i18n') ?? false;
  return {
    name: 'lug:precompiled-lingui-messages',
    visitor: {
      Program: {
        exit(program) {
          program.traverse({
            ObjectExpression(path) {
              if (!isDescriptor(path.node)) return;
              for (const property of path.get('properties')) {
                if (!property.isObjectProperty()) continue;
                const { key, value } = property.node;
                if (!types.isIdentifier(key, { name: 'message' }) || !types.isStringLiteral(value)) continue;
                property.get('value').replaceWith(types.valueToNode(compileMessage(value.value)));
              }
            },
          });
        },
      },
    },
  };
}
