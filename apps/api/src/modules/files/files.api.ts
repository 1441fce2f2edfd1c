// What the files module offers other modules: uploads they read themselves (imports), files bound
// to a target they create in the same transaction, files the server attaches itself (demo
// documents), and a target's bound files to show.

export { attachStoredFile } from './attach-stored-file.ts';
export { bindNewTargetFiles, checkNewTargetFiles, type NewTargetUploader } from './bind-new-target-files.ts';
export { createDownloadLink } from './create-download-link.ts';
export { listBoundFiles, listBoundFilesOf } from './list-bound-files.ts';
export { readStaffUpload } from './read-staff-upload.ts';
export { readTeamUpload } from './read-team-upload.ts';
