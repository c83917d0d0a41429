import { templateEnter, templateExit } from 'astro/runtime/server/index.js';

/*
 * Astro's template depth, entered around each hole's view in src/pages/holes.astro. Inside it (as
 * inside a `<template>`), Astro writes every script and island runtime a component needs where the
 * component is, instead of once per page: a view rendered there is what it would be rendered alone.
 * The instructions are the same for every render (Astro's own functions ignore the render they are
 * handed), so they are made once here.
 */
type RenderResult = Parameters<typeof templateEnter>[0];
const ANY_RENDER = undefined as unknown as RenderResult;

export const ALONE_START = templateEnter(ANY_RENDER);
export const ALONE_END = templateExit(ANY_RENDER);
