export { metadata, default } from '../../reset-password/page';
