/* global wp */
// The "Event Shop" block in the editor: a "Part" select in the sidebar and a labelled box in the canvas.
// Plain JavaScript on the editor's globals (the script's dependencies), no build step; the page shows
// the shop through the block's render callback (includes/render.php), so `save` stores nothing.
(function (blocks, element, blockEditor, components, i18n) {
  'use strict';
  var el = element.createElement;
  var __ = i18n.__;
  // The parts of src/app/parts.ts, as in block.json's enum and includes/render.php.
  var PARTS = [
    { value: 'app', label: __('Whole shop', 'event-shop') },
    { value: 'header', label: __('Header (logo and banner)', 'event-shop') },
    { value: 'nav', label: __('Navigation', 'event-shop') },
    { value: 'view', label: __('Main view', 'event-shop') },
    { value: 'side', label: __('Side panel (account and cart)', 'event-shop') },
    { value: 'cart', label: __('Cart', 'event-shop') },
    { value: 'account', label: __('Login and account', 'event-shop') },
    { value: 'footer', label: __('Footer', 'event-shop') },
  ];

  function labelOf(part) {
    for (var i = 0; i < PARTS.length; i++) if (PARTS[i].value === part) return PARTS[i].label;
    return part;
  }

  function Edit(props) {
    var part = props.attributes.part || 'app';
    var blockProps = blockEditor.useBlockProps({ style: { border: '1px dashed currentColor', padding: '1.5em 1em', textAlign: 'center' } });
    var select = el(components.SelectControl, {
      label: __('Part', 'event-shop'),
      help: __('The whole shop, or one part of it for a page that places the parts itself.', 'event-shop'),
      value: part,
      options: PARTS,
      onChange: function (value) {
        props.setAttributes({ part: value });
      },
    });
    var sidebar = el(blockEditor.InspectorControls, null, el(components.PanelBody, { title: __('Shop', 'event-shop') }, select));
    /* translators: %s: the part shown, such as "Whole shop". */
    var box = el('div', blockProps, i18n.sprintf(__('Event Shop: %s', 'event-shop'), labelOf(part)));
    return el(element.Fragment, null, sidebar, box);
  }

  blocks.registerBlockType('event-shop/shop', {
    edit: Edit,
    save: function () {
      return null;
    },
  });
})(wp.blocks, wp.element, wp.blockEditor, wp.components, wp.i18n);
