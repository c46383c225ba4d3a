/**
 * The renderer: React components that draw the schema's pages through a registry of input
 * renderers, over one zustand store. Server I/O comes in through injected services.
 */
export { FormProvider, type FormProviderProps } from "./context/FormProvider.tsx";
export { type FormContextValue, useFormContext, useWords } from "./context/formContext.ts";
export {
  type ConversionRecord,
  type ConversionStatus,
  type LookupCategory,
  type LookupDetail,
  type LookupItem,
  type RendererServices,
  UploadRefused,
} from "./context/services.ts";
export { type FieldRules, fieldRules } from "./form/fieldRules.ts";
export { PageRenderer, type PageRendererProps } from "./page/PageRenderer.tsx";
export { afterTypingPause } from "./page/typingPause.ts";
export { ChevronIcon, CrossIcon, ErrorIcon, Icon } from "./parts/icons.tsx";
export { preloadSelectPopover } from "./parts/preloadSelectPopover.ts";
export { NodeList, NodeRenderer } from "./registry/NodeRenderer.tsx";
export { type LazyComponent, type Preloadable, lazyComponent } from "./registry/lazyComponent.tsx";
export { pickRenderer } from "./registry/pick.ts";
export { type Variant, preloadKinds } from "./registry/preload.ts";
export { registry } from "./registry/registry.ts";
export { type NodeProps, type Registry, type RendererEntry, type Tester, entry, kindTester } from "./registry/types.ts";
export { type FormStore, createFormStore } from "./store/formStore.ts";
export type { StoreActions, StoreData, FormState } from "./store/types.ts";
export type { DocumentInfo, UploadPhase } from "./store/uiSlice.ts";
export * from "./store/hooks.ts";
