/**
 * The LLM link of the turn chain: builds each agent request from the kernel's context (seed 000's layout) and
 * runs the tool loop. {@code app/} only wires it.
 */
package homebot.llmlink;
