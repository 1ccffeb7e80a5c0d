/**
 * The one dialog of the account gates (phone gate "Kindly reminder", credit dialogs). A NutUI
 * Dialog with our own footer so the buttons carry stable data-testids for the e2e tests.
 */
import { View } from '@tarojs/components'
import { Button, Dialog } from '@nutui/nutui-react-taro'

export interface DialogButton {
  text: string
  testId: string
  primary?: boolean
  onClick(): void
}

export interface AccountDialogProps {
  visible: boolean
  title: string
  content: string
  buttons: DialogButton[]
  onClose(): void
  testId?: string
}

export function AccountDialog({ visible, title, content, buttons, onClose, testId = 'account-dialog' }: AccountDialogProps) {
  return (
    <Dialog
      visible={visible}
      title={title}
      onClose={onClose}
      onOverlayClick={() => {
        onClose()
        return true
      }}
      footer={
        <View className="account-dialog__footer" style={{ display: 'flex', gap: '12px', justifyContent: 'center', width: '100%' }}>
          {buttons.map((b) => (
            <Button key={b.testId} data-testid={b.testId} type={b.primary ? 'primary' : 'default'} size="small" onClick={b.onClick}>
              {b.text}
            </Button>
          ))}
        </View>
      }
    >
      <View data-testid={testId}>{content}</View>
    </Dialog>
  )
}
