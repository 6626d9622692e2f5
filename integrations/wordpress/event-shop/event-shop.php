<?php
/**
 * Plugin Name:       Event Shop
 * Description:       The embeddable event ticket and merchandise shop: an "Event Shop" block and an [event_shop] shortcode show it, Settings → Event Shop configures it.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      8.1
 * Author:            Event Shop contributors
 * License:           MIT
 * License URI:       https://opensource.org/licenses/MIT
 * Text Domain:       event-shop
 * Domain Path:       /languages
 *
 * @package Event_Shop
 */

defined( 'ABSPATH' ) || exit;

// The plugin's version: the header's above and package.json's (test/node/wordpress-plugin.test.mjs).
define( 'EVENT_SHOP_VERSION', '0.1.0' );
define( 'EVENT_SHOP_FILE', __FILE__ );
define( 'EVENT_SHOP_DIR', plugin_dir_path( __FILE__ ) );
define( 'EVENT_SHOP_OPTION', 'event_shop_settings' );

require_once EVENT_SHOP_DIR . 'includes/settings.php';
require_once EVENT_SHOP_DIR . 'includes/assets.php';
require_once EVENT_SHOP_DIR . 'includes/theme.php';
require_once EVENT_SHOP_DIR . 'includes/render.php';

if ( is_admin() ) {
	require_once EVENT_SHOP_DIR . 'includes/admin-page.php';
	require_once EVENT_SHOP_DIR . 'includes/connection.php';
}

/**
 * Loads the plugin's translations (those of translate.wordpress.org load by themselves).
 */
function event_shop_load_textdomain() {
	load_plugin_textdomain( 'event-shop', false, dirname( plugin_basename( EVENT_SHOP_FILE ) ) . '/languages' );
}
add_action( 'init', 'event_shop_load_textdomain' );
