import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApiTokenScope } from '@lug/domain/api-tokens-helpers';

/** What a personal API token's scope is called, read with `t(apiTokenScopeLabels[scope])`. */
export const apiTokenScopeLabels: Record<ApiTokenScope, MessageDescriptor> = {
  read: msg`Read only`,
  read_write: msg`Read and write`,
};
