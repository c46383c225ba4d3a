import { useState } from "react";
import { Button, Tab, TabList, TabPanel, Tabs } from "react-aria-components";
import { type TabsNode, activeTab, resolveId, switchTab, switchTabDeletesFile, tabKeys, tabsError } from "../../engine/index.ts";
import { useFormContext, useWords } from "../context/formContext.ts";
import { MessageDialog } from "../parts/MessageDialog.tsx";
import { useInterpolate } from "../parts/useText.ts";
import { NodeList } from "../registry/NodeRenderer.tsx";
import type { NodeProps } from "../registry/types.ts";
import { useFormStore, useIsLoggedIn } from "../store/hooks.ts";

/** Props of TabsInput and TabsPrint. */
export interface TabsProps extends NodeProps<TabsNode> {
  /** The tab group: alternative groups of questions. */
  node: TabsNode;
}

/** The tab shown, as the engine decides: the chosen one when it may be chosen, else the first. */
export const useActiveTab = ({ node, scope }: TabsProps, canChoose: boolean): string =>
  useFormStore((s) => activeTab(node, scope, s.tabs, canChoose));

/**
 * Switches tabs the way spec section 4 says: blocked while a file of the tab being left is
 * uploading or converting; an uploaded file there is deleted first, once the student agreed to
 * it (the dialog names the file); then the engine's switchTab clears the answers of the tabs
 * left, through the store's one change action.
 */
function useSwitch({ node, scope }: TabsProps, active: string) {
  const { form, store, services, words } = useFormContext();
  const [blocked, setBlocked] = useState(false);
  // The switch waiting for the student's word, with the names of the files it deletes.
  const [asking, setAsking] = useState<{ chosen: string; files: string[] } | null>(null);
  const filesLeft = () => {
    const state = store.getState();
    return tabKeys(node, scope, active).filter((k) => state.documents[k] || state.answers[k] === "ANSWERED" || state.uploads[k]);
  };
  const choose = async (chosen: string) => {
    if (chosen === active) return;
    const state = store.getState();
    const files = filesLeft();
    if (files.some((k) => state.uploads[k] === "uploading" || state.uploads[k] === "converting")) return setBlocked(true);
    const statuses = await Promise.all(files.map((k) => services.conversionStatus(k)));
    if (statuses.some(({ status }) => status === "IN_PROGRESS" || status === "UNPROCESSED")) return setBlocked(true);
    // A failed upload left no document, so only what the student would lose is named.
    const stored = files.filter((k) => state.documents[k] || state.answers[k] === "ANSWERED");
    if (stored.length > 0) return setAsking({ chosen, files: stored.map((k) => state.documents[k]?.file_name ?? words.messages.uploadedFile) });
    await switchTo(chosen);
  };
  const switchTo = async (chosen: string) => {
    const state = store.getState();
    for (const k of filesLeft()) {
      await services.deleteUpload(k);
      state.setDocument(k, null);
      state.setUpload(k, null);
    }
    const { tab, patch } = switchTab(form, node, scope, chosen, store.getState().answers);
    state.change(patch);
    state.chooseTab(tab.tab_id, tab.chosen_tab);
    await services.switchTab(tab.tab_id, tab.chosen_tab);
  };
  const failed = () => services.notifyError(tabsError(resolveId(scope, node.id), words));
  return {
    blocked,
    unblock: () => setBlocked(false),
    asking,
    cancel: () => setAsking(null),
    confirm: () => {
      if (!asking) return;
      setAsking(null);
      void switchTo(asking.chosen).catch(failed);
    },
    choose: (chosen: string) => void choose(chosen).catch(failed),
  };
}

/** Alternative groups of questions as tabs; a visitor sees only the default tab's questions. */
export function TabsInput(props: TabsProps) {
  const { node, scope } = props;
  const fill = useInterpolate(scope);
  const isLoggedIn = useIsLoggedIn();
  const active = useActiveTab(props, isLoggedIn);
  const { blocked, unblock, asking, cancel, confirm, choose } = useSwitch(props, active);
  const words = useWords();
  const { messages, common } = words;
  const id = resolveId(scope, node.id);
  if (!isLoggedIn) {
    const first = node.tabs[0];
    return (
      <div id={id} className="tabs tabs--single" role="group" aria-label={fill(node.label)}>
        <p className="tabs__single-label">{fill(first.label)}</p>
        <NodeList nodes={first.children} scope={scope} />
      </div>
    );
  }
  return (
    <>
      <Tabs id={id} className="tabs" selectedKey={active} onSelectionChange={(key) => choose(String(key))}>
        <TabList className="tabs__list" aria-label={fill(node.label)}>
          {node.tabs.map((t) => (
            <Tab key={t.id} id={t.id} className="tabs__tab">
              {fill(t.label)}
            </Tab>
          ))}
        </TabList>
        {node.tabs.map((t) => (
          <TabPanel key={t.id} id={t.id} className="tabs__panel">
            <NodeList nodes={t.children} scope={scope} />
          </TabPanel>
        ))}
      </Tabs>
      <MessageDialog
        isOpen={blocked}
        onClose={unblock}
        title={messages.uploadInProgressTitle}
        actions={
          <Button className="button button--primary" onPress={unblock}>
            {common.ok}
          </Button>
        }
      >
        {messages.uploadInProgressText}
      </MessageDialog>
      <MessageDialog
        isOpen={asking !== null}
        onClose={cancel}
        title={words.upload.deleteFile}
        role="alertdialog"
        actions={
          <>
            <Button className="button button--secondary" onPress={cancel}>
              {common.cancel}
            </Button>
            <Button className="button button--danger" onPress={confirm}>
              {common.delete}
            </Button>
          </>
        }
      >
        {asking && switchTabDeletesFile(new Intl.ListFormat(words.locale, { type: "conjunction" }).format(asking.files), words)}
      </MessageDialog>
    </>
  );
}
