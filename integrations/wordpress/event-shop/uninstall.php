<?php
/**
 * Deleting the plugin deletes its settings and the results of connection checks, on every site of
 * a network.
 *
 * @package Event_Shop
 */

defined( 'ABSPATH' ) || exit;
defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

/**
 * Deletes the plugin's data on the current site.
 */
function event_shop_uninstall_site() {
	delete_option( 'event_shop_settings' );
	foreach ( get_users( array( 'fields' => 'ID' ) ) as $user_id ) {
		delete_transient( 'event_shop_check_' . $user_id );
	}
}

if ( is_multisite() ) {
	foreach ( get_sites( array( 'fields' => 'ids' ) ) as $event_shop_site_id ) {
		switch_to_blog( $event_shop_site_id );
		event_shop_uninstall_site();
		restore_current_blog();
	}
} else {
	event_shop_uninstall_site();
}
