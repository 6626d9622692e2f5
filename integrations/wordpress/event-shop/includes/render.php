<?php
/**
 * The shop on a page: the "Event Shop" block (event-shop/shop) and the [event_shop] shortcode. Both
 * print only the placeholder, <div data-event-shop="PART"></div>, and enqueue the shop's script.
 *
 * @package Event_Shop
 */

defined( 'ABSPATH' ) || exit;

/**
 * The placeholders' parts (src/app/parts.ts), each with its label.
 *
 * @return array<string, string> Part → label.
 */
function event_shop_parts() {
	return array(
		'app'     => __( 'Whole shop', 'event-shop' ),
		'header'  => __( 'Header (logo and banner)', 'event-shop' ),
		'nav'     => __( 'Navigation', 'event-shop' ),
		'view'    => __( 'Main view', 'event-shop' ),
		'side'    => __( 'Side panel (account and cart)', 'event-shop' ),
		'cart'    => __( 'Cart', 'event-shop' ),
		'account' => __( 'Login and account', 'event-shop' ),
		'footer'  => __( 'Footer', 'event-shop' ),
	);
}

/**
 * The placeholder of a part, on one line (nothing in it for wpautop to wrap), and the script with it.
 *
 * @param string $part       A part of event_shop_parts().
 * @param string $attributes More attributes, already escaped (the block's wrapper attributes).
 * @return string
 */
function event_shop_placeholder( $part, $attributes = '' ) {
	if ( ! array_key_exists( $part, event_shop_parts() ) ) {
		return '<!-- event-shop: unknown part -->';
	}
	event_shop_enqueue();
	$attributes = '' === $attributes ? '' : ' ' . trim( $attributes );
	return '<div' . $attributes . ' data-event-shop="' . esc_attr( $part ) . '"></div>';
}

/**
 * The [event_shop part="app"] shortcode.
 *
 * @param array<string, string>|string $atts The shortcode's attributes ('' when it has none).
 * @return string
 */
function event_shop_shortcode( $atts ) {
	$atts = shortcode_atts( array( 'part' => 'app' ), $atts, 'event_shop' );
	return event_shop_placeholder( strtolower( trim( (string) $atts['part'] ) ) );
}
add_shortcode( 'event_shop', 'event_shop_shortcode' );

/**
 * After do_shortcode (the_content, priority 11): a paragraph that wpautop made of shortcodes on
 * consecutive lines ("<p>[event_shop part=header]<br />\n[event_shop part=view]</p>") gives back its
 * placeholders, without the paragraph or the line breaks. A lone shortcode is shortcode_unautop's.
 *
 * @param string $content The content.
 * @return string
 */
function event_shop_unautop( $content ) {
	if ( false === strpos( $content, 'data-event-shop=' ) ) {
		return $content;
	}
	return (string) preg_replace_callback(
		'#<p>\s*((?:<div data-event-shop="[a-z]+"></div>\s*(?:<br\s*/?>\s*)?)+)</p>#',
		function ( $matches ) {
			return (string) preg_replace( '#\s*<br\s*/?>#', '', rtrim( $matches[1] ) );
		},
		$content
	);
}
add_filter( 'the_content', 'event_shop_unautop', 12 );

/**
 * Registers the block with its editor script (plain JavaScript on the editor's globals, no build).
 */
function event_shop_register_block() {
	wp_register_script(
		'event-shop-block-editor',
		plugins_url( 'blocks/shop/editor.js', EVENT_SHOP_FILE ),
		array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-i18n' ),
		EVENT_SHOP_VERSION,
		true
	);
	wp_set_script_translations( 'event-shop-block-editor', 'event-shop', EVENT_SHOP_DIR . 'languages' );
	register_block_type(
		EVENT_SHOP_DIR . 'blocks/shop',
		array( 'render_callback' => 'event_shop_render_block' )
	);
}
add_action( 'init', 'event_shop_register_block' );

/**
 * The block's render callback: the placeholder of its part, with the block's wrapper attributes.
 *
 * @param array<string, mixed> $attributes The block's attributes.
 * @return string
 */
function event_shop_render_block( $attributes ) {
	$part = isset( $attributes['part'] ) && is_string( $attributes['part'] ) ? $attributes['part'] : 'app';
	if ( ! array_key_exists( $part, event_shop_parts() ) ) {
		return event_shop_placeholder( $part );
	}
	return event_shop_placeholder( $part, get_block_wrapper_attributes() );
}
